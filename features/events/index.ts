export { eventKeys, useEvent, useProjectEvents } from './api';
export { ClosingSoon } from './components/closing-soon';
export { eventLinks } from './components/links';
export { EventFunnel } from './components/event-funnel';
export { EventScreen } from './components/event-screen';
export { ProjectEvents } from './components/project-events';
export { eventsMessages } from './messages';
export type { EventStatus, EventView } from './types';
