import { cloneElement, type ReactElement } from 'react';
import { useTooltip, type TooltipAnchorProps } from './useTooltip.tsx';

type Handlers = Partial<Omit<TooltipAnchorProps, 'aria-describedby'>>;

interface TooltipProps {
  text: string;
  delay?: number;
  /** One element that takes pointer and focus handlers (a button, a link). */
  children: ReactElement<Handlers & { 'aria-describedby'?: string }>;
}

/** Wraps one element to give it a tooltip; the element's own handlers still run. */
export function Tooltip({ text, delay, children }: TooltipProps) {
  const { anchorProps, tooltip } = useTooltip(text, { delay });
  const own = children.props;
  const child = cloneElement(children, {
    onPointerEnter: (e) => {
      own.onPointerEnter?.(e);
      anchorProps.onPointerEnter(e);
    },
    onPointerLeave: (e) => {
      own.onPointerLeave?.(e);
      anchorProps.onPointerLeave(e);
    },
    onFocus: (e) => {
      own.onFocus?.(e);
      anchorProps.onFocus(e);
    },
    onBlur: (e) => {
      own.onBlur?.(e);
      anchorProps.onBlur(e);
    },
    'aria-describedby': anchorProps['aria-describedby'] ?? own['aria-describedby'],
  } satisfies Handlers & { 'aria-describedby'?: string });
  return (
    <>
      {child}
      {tooltip}
    </>
  );
}
