import { Link } from 'wouter';
import { DevPage } from './DevPage';

/** /test: a plain page; if it shows, the app and its routing load. */
export function TestScreen() {
  return (
    <DevPage
      title="Test page"
      intro="A plain page for checking that the app loads and routes. It does nothing else and needs no sign-in."
    >
      <p className="text-slate-700">
        The app is running.{' '}
        <Link href="/" className="font-medium text-brand-800 underline underline-offset-4">
          Go to the home page
        </Link>
        .
      </p>
    </DevPage>
  );
}
