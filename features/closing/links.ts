/** The closing wizard's addresses (spec §2): /closing/{step} and /closing/{standId}/{step}. */
export const closingLinks = {
  start: (projectId: string, eventId: string) => `/dashboard/event/projects/${projectId}/tour/${eventId}/closing`,
  step: (projectId: string, eventId: string, key: string) => `/dashboard/event/projects/${projectId}/tour/${eventId}/closing/${key}`,
};
