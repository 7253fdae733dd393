import PrivacyScreen from '@/features/privacy/PrivacyScreen';

/** /privacy (the route table loads this page lazily; a second React.lazy here would break it). */
export default function PrivacyPage() {
  return <PrivacyScreen />;
}
