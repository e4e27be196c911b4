/** Query keys of the catalogue's admin sections; all start with 'admin', which every change drops. */
export const catalogueKeys = {
  all: ['admin'] as const,
  product: (id: string) => ['admin', 'product', id] as const,
  producerOptions: ['admin', 'producer-options'] as const,
  producer: (id: string) => ['admin', 'producer', id] as const,
};
