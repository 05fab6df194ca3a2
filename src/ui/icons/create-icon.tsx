// Shapes from Lucide (https://lucide.dev), ISC and MIT licences: see LICENSE in this folder.
import { clsx } from 'clsx';
import { createElement, type JSX, type SVGProps } from 'react';

export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
}

export type Icon = (props: IconProps) => JSX.Element;

/**
 * One shape of an icon's drawing: a path is its `d` (Lucide's paths start with a move, `M` or `m`), any other
 * element is its tag and `name=value` attributes, e.g. `circle cx=12 cy=12 r=10`.
 */
function shapeElement(shape: string, key: number): JSX.Element {
  const [tag = 'path', ...attributes] = /^m/i.test(shape) ? ['path', `d=${shape}`] : shape.split(' ');
  return createElement(tag, { key, ...Object.fromEntries(attributes.map((pair) => pair.split('='))) });
}

/**
 * An icon drawn like lucide-react draws it (24-unit grid, a 2-unit stroke in the text colour), without its
 * runtime: the drawing is one string of shapes separated by `|` (see `shapeElement`), so the first visit carries
 * only the icons its screen shows, each in a few bytes. Hidden from assistive technology unless it is given a
 * label.
 */
export function createIcon(name: string, drawing: string): Icon {
  return function LucideIcon({ size = 24, className, ...props }: IconProps) {
    const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={clsx('lucide', `lucide-${name}`, className)}
        aria-hidden={labelled ? undefined : true}
        {...props}
      >
        {drawing.split('|').map(shapeElement)}
      </svg>
    );
  };
}
