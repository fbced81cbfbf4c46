import { OutboxScreen } from '@/features/dev-tools';

export default OutboxScreen;
