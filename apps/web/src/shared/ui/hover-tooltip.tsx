import { Tooltip, type TooltipProps } from '@mantine/core';
import '@mantine/core/styles/Tooltip.layer.css';
import { useIsMobile } from '../navigation/use-is-mobile';

/**
 * A tooltip for a pointer that hovers: none in the mobile layout, where a tap would leave it
 * open. Nor, there, its floating element's set-up, which renders its target again in the commit
 * that first shows it: a dozen bookmark tooltips were most of the feed's first commit on a phone.
 * The control it labels carries its own aria-label.
 */
export function HoverTooltip({ children, ...props }: TooltipProps) {
  const mobile = useIsMobile();
  return mobile ? children : <Tooltip {...props}>{children}</Tooltip>;
}
