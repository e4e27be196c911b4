import { Center, Loader } from '@mantine/core';

/** Shown while a page's chunk loads. */
export function PageLoader() {
  return (
    <Center mih={200} p="xl">
      <Loader aria-label="Loading page" />
    </Center>
  );
}
