// The results of the featured case study on Home, as measured for the client.
export const featuredProjectStats = {
  salesIncreasePercent: 150,
  fasterLoadPercent: 40,
  uptimePercent: 99.9,
  support: { hours: 24, days: 7 },
} as const
