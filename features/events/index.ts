export { eventKeys, useEvent, useProjectEvents } from './api';
export { EventFunnel } from './components/event-funnel';
export type { StandsStepProps } from './components/funnel/shared';
export { EventScreen } from './components/event-screen';
export { ProjectEvents } from './components/project-events';
export { eventsMessages } from './messages';
export type { EventStatus, EventView } from './types';
export { eventLinks } from './components/links';
