import { getPayPageProps, SandboxPayScreen } from '@/features/shops/public';

export default SandboxPayScreen;
export const getServerSideProps = getPayPageProps;
