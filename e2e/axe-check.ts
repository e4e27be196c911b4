import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsDone } from './session';

const messageKeyOf = (data: unknown) =>
  typeof data === 'object' && data !== null && 'messageKey' in data ? data.messageKey : undefined;

/**
 * Serious and critical axe violations on the page as it is now (or inside `include`, an open
 * drawer), one line per rule and element, once its transitions have ended; and text in the
 * colour of its own background, which axe files under "needs review" (a 1:1 ratio could be text
 * hidden on purpose) rather than as a colour-contrast violation: an invisible badge label was
 * missed so.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await animationsDone(page);
  // Legacy mode runs axe in the page itself. The default gathers each frame's results in a blank
  // page it opens for every analysis, which cost about as much as the analysis (the same results
  // on the pages tried: ours have no frames of their own).
  const builder = new AxeBuilder({ page }).setLegacyMode().options({
    // color-contrast is one of axe's default rules; named here so that it stays on.
    rules: { 'color-contrast': { enabled: true } },
  });
  const { violations, incomplete } = await (include ? builder.include(include) : builder).analyze();
  const invisible = incomplete
    .filter((r) => r.id === 'color-contrast')
    .flatMap((r) =>
      r.nodes
        .filter((n) => n.any.some((check) => messageKeyOf(check.data) === 'equalRatio'))
        .map(
          (n) => `color-contrast (1:1): ${n.target.join(' ')} — text the colour of its background`,
        ),
    );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${v.help}`))
    .concat(invisible);
}
