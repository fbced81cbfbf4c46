/** The addresses of the event screens (spec §2). */
export const eventLinks = {
  page: (projectId: string, eventId: string) => `/dashboard/event/projects/${projectId}/tour/${eventId}`,
  closing: (projectId: string, eventId: string) => `/dashboard/event/projects/${projectId}/tour/${eventId}/closing`,
  /** The closing report of a finished event. */
  settlement: (projectId: string, eventId: string) => `/dashboard/event/projects/${projectId}/tour/${eventId}/settlement`,
  funnel: (projectId: string, eventId?: string) => `/dashboard/projects/${projectId}/events/new${eventId ? `?eventId=${eventId}` : ''}`,
  tour: (projectId: string) => `/dashboard/projects/${projectId}?tab=events`,
  /** The tour's Ventes tab, its date filter set to this event. */
  sales: (projectId: string, eventId: string) => `/dashboard/projects/${projectId}?tab=sales&eventId=${eventId}`,
};
