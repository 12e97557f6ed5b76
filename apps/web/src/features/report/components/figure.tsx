import { createContext, useContext, type ReactNode } from 'react';
import { Typography } from 'antd';
import { formatFigure } from './labels';

/**
 * Opens a figure's derivation (the report page's drawer), with the figure's name when the report
 * page cannot tell it from the detail (a line paged in from report/lines); absent where figures
 * are not explained (the comparison, the base year).
 */
export const FigureContext = createContext<((figure: string, name?: string) => void) | null>(null);

/** A figure takes the size of where it stands (a statistic's large value, a table cell). */
const INHERIT = { fontSize: 'inherit' } as const;

type Props = {
  /** The figure key report/derivation understands: total, scope1, category:6, line:<orgId>, gas:CH4 … */
  figure: string | null;
  value: string;
  /** The figure's name for the drawer (an entity's name). */
  name?: string;
  suffix?: ReactNode;
  strong?: boolean;
};

/**
 * One figure of the report, rounded for display (the exact decimal in its title). Clickable
 * (data-testid `figure-<key>`) when it has a derivation: the click opens it.
 */
export function Figure({ figure, value, name, suffix, strong }: Props) {
  const open = useContext(FigureContext);
  const text = (
    <>
      {formatFigure(value)}
      {suffix}
    </>
  );
  if (!figure || !open)
    return (
      <Typography.Text strong={strong} title={value} style={INHERIT}>
        {text}
      </Typography.Text>
    );
  return (
    <Typography.Link data-testid={`figure-${figure}`} title={value} strong={strong} style={INHERIT} onClick={() => open(figure, name)}>
      {text}
    </Typography.Link>
  );
}
