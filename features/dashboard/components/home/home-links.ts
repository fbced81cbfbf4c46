/** The addresses the manager's home links to. */
export const homeLinks = {
  tour: (projectId: string) => `/dashboard/projects/${projectId}`,
  tourStock: (projectId: string) => `/dashboard/projects/${projectId}?tab=stock`,
  date: (projectId: string, eventId: string) => `/dashboard/event/projects/${projectId}/tour/${eventId}`,
  closing: (projectId: string, eventId: string) => `/dashboard/event/projects/${projectId}/tour/${eventId}/closing`,
  transfer: (projectId: string, transferId: string) => `/dashboard/projects/${projectId}/transfers/${transferId}`,
};
