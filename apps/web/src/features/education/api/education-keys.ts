/** Query keys of the education cache, one prefix per section. */
export const educationKeys = {
  all: ['education'] as const,
  forums: (search: string) => ['education', 'forums', search] as const,
};
