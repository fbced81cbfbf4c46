import { TermsPage } from '@/features/terms';

export default function Page() {
  return <TermsPage name="general" />;
}
