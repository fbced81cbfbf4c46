/** The addresses of the transfer screens. */
export const transferLinks = {
  list: (projectId: string, filter: { eventId?: string } = {}) => `/dashboard/projects/${projectId}/transfers${filter.eventId ? `?eventId=${filter.eventId}` : ''}`,
  create: (projectId: string) => `/dashboard/projects/${projectId}/transfers/new`,
  detail: (projectId: string, transferId: string) => `/dashboard/projects/${projectId}/transfers/${transferId}`,
  sellerDetail: (transferId: string) => `/sellers/transfers/${transferId}`,
  sellersHome: () => '/sellers',
  dispatch: (projectId: string, eventId: string) => `/dashboard/event/projects/${projectId}/tour/${eventId}/dispatch`,
  event: (projectId: string, eventId: string) => `/dashboard/event/projects/${projectId}/tour/${eventId}`,
  tourStock: (projectId: string) => `/dashboard/projects/${projectId}?tab=stock`,
};
