/**
 * The register's route, keyed by its pattern (`router.pathname`). It is a tool for the rush that fills the window
 * and keeps its pay buttons at the bottom: the frame's toasts and announcements keep out of its way
 * (components/feedback/toaster.tsx, features/announcements/components/announcement-display.tsx).
 */
export const REGISTER_ROUTE = '/sellers/events/[eventId]/stands/[standId]';

export function isRegisterScreen(pathname: string): boolean {
  return pathname === REGISTER_ROUTE;
}
