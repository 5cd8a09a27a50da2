/** What runLighthouse reads from a Lighthouse report. */
export interface LighthouseFigures {
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Category scores out of 100. */
  performance: number;
  accessibility: number;
  /** The accessibility audits that failed, by id. */
  failedAccessibilityAudits: string[];
}

export function runLighthouse(
  url: string,
  options?: { desktop?: boolean },
): Promise<LighthouseFigures>;
