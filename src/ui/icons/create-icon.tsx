// Shapes from Lucide (https://lucide.dev), ISC and MIT licences: see LICENSE in this folder.
import { clsx } from 'clsx';
import { createElement, type JSX, type SVGProps } from 'react';

type Shape = readonly [tag: 'path' | 'circle' | 'rect' | 'line', attributes: Readonly<Record<string, string>>];

export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
}

export type Icon = (props: IconProps) => JSX.Element;

/**
 * An icon drawn like lucide-react draws it (24-unit grid, a 2-unit stroke in the text colour), without its
 * runtime: the shapes are plain data, so the first visit carries only the icons its screen shows. Hidden from
 * assistive technology unless it is given a label.
 */
export function createIcon(name: string, shapes: readonly Shape[]): Icon {
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
        {shapes.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  };
}
