import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/Button';

interface State {
  failed: boolean;
}

/**
 * The last line of defence: a screen that throws while rendering (or a screen's code that cannot be
 * downloaded, say after an update) shows a calm message and a reload button instead of a blank page.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <main
        id="main"
        className="mx-auto flex min-h-dvh max-w-xl flex-col items-start justify-center gap-4 px-4"
      >
        <h1 className="text-2xl font-semibold text-slate-900">Something went wrong</h1>
        <p className="text-slate-700">
          This screen could not be shown. Reloading the page usually fixes it; nothing you saved is lost.
        </p>
        <Button
          onClick={() => {
            window.location.reload();
          }}
        >
          <RotateCw aria-hidden="true" />
          Reload the page
        </Button>
      </main>
    );
  }
}
