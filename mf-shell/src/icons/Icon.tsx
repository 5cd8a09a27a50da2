/** 24 × 24 outline icons of the shell, drawn in currentColor. */
const paths: Readonly<Record<string, string>> = {
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7zm0 0c1.5-3 5-3.5 5-1.5S14 7 12 7z',
  bets: 'M5 4h14v16l-2.3-1.5L14.3 20 12 18.5 9.7 20l-2.4-1.5L5 20zM8.5 9h7M8.5 13h5',
  limit: 'M4 17a8 8 0 1 1 16 0M12 17l4-5M7 17h10',
  contests:
    'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7l-.8-3h-5.4z',
  teams:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3.5 19a5.5 5.5 0 0 1 11 0M16 11a2.5 2.5 0 1 0 0-5M17.5 19H21a4.5 4.5 0 0 0-4-4.5',
  'bonus-cash': 'M3 7h18v10H3zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 10v4M18 10v4',
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10',
};

const fallback = 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z';

interface IconProps {
  /** An icon name of the client app config (bets, limit, contests, teams, bonus-cash, ticket) or gift. */
  name: string;
  className?: string;
}

/** A decorative icon: hidden from assistive technology, the text beside it names the thing. */
export function Icon({ name, className }: IconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={Object.hasOwn(paths, name) ? paths[name] : fallback} />
    </svg>
  );
}
