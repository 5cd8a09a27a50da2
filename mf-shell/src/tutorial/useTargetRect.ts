import { useEffect, useState } from 'react';

export interface TargetRect {
  top: number;
  left: number;
  width: number;
  height: number;
  /** The viewport's width without its scroll bar, to keep things pointing at the target inside it. */
  viewportWidth: number;
}

function measure(selector: string): TargetRect | null {
  const element = document.querySelector(selector);
  if (!element) return null;
  const { top, left, width, height } = element.getBoundingClientRect();
  return { top, left, width, height, viewportWidth: document.documentElement.clientWidth };
}

/** Where the element matching `selector` is in the viewport, kept up to date on resize and scroll. */
export function useTargetRect(selector: string): TargetRect | null {
  const [rect, setRect] = useState<TargetRect | null>(null);
  useEffect(() => {
    let frame = requestAnimationFrame(function update() {
      setRect(measure(selector));
      frame = 0;
    });
    const onChange = () => setRect(measure(selector));
    window.addEventListener('resize', onChange);
    window.addEventListener('scroll', onChange, true);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onChange);
      window.removeEventListener('scroll', onChange, true);
    };
  }, [selector]);
  return rect;
}
