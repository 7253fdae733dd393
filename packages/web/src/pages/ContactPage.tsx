import { ContactScreen } from '@/features/contact/ContactScreen';

export default function ContactPage() {
  return <ContactScreen />;
}
