/** GET /link_groups: the groups of links and logos the footer shows (spec 1 §3). */
export interface FooterLinkImages {
  mobile?: string | null;
  desktop?: string | null;
}

export interface FooterLink {
  id: number;
  name: string;
  url: string;
  order: number;
  images?: FooterLinkImages | null;
}

export interface LinkGroup {
  id: number;
  name: string;
  order: number;
  type: { id: number; name?: string };
  links: FooterLink[];
}

/** The server's clock as the link-groups call reported it. */
export interface ServerClock {
  /** Server time minus this browser's time, in ms. */
  offsetMs: number;
  /** IANA time zone name, e.g. America/Chicago. */
  timezone: string | null;
}

export interface LinkGroupsResult {
  groups: LinkGroup[];
  serverClock: ServerClock | null;
}
