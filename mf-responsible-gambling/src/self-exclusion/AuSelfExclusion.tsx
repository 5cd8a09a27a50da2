import { useConfig } from '@portal/shared-utils';
import { Card } from '../common/Card';
import { ExternalLink } from '../common/ExternalLink';
import { PhoneLink } from '../common/PhoneLink';
import { Tabs } from '../common/Tabs';
import { messages } from '../messages';

const text = messages.selfExclusion;

interface InformationProps {
  heading: string;
  paragraphs: readonly string[];
  link: { href: string; label: string };
  /** The brand's helpline for the player's region, if it has one. */
  helpline: string;
}

/** One tab's information: what it is, where to go, and the brand's helpline. */
function Information({ heading, paragraphs, link, helpline }: InformationProps) {
  return (
    <Card>
      <h2>{heading}</h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>
        <ExternalLink href={link.href}>{link.label}</ExternalLink>
      </p>
      {helpline && (
        <>
          <h2>{text.helpHeading}</h2>
          <p>
            {text.helpline}: <PhoneLink number={helpline} />
          </p>
        </>
      )}
    </Card>
  );
}

/** The two tabs: lifetime exclusion with the government page, BetStop with the national register. */
const TABS = [
  {
    key: 'lifetime',
    label: text.lifetimeTab,
    heading: text.lifetimeHeading,
    paragraphs: text.lifetimeText,
    link: { href: text.governmentUrl, label: text.governmentLink },
  },
  {
    key: 'betstop',
    label: text.betStopTab,
    heading: text.betStopHeading,
    paragraphs: text.betStopText,
    link: { href: text.betStopUrl, label: text.betStopLink },
  },
];

/**
 * Outside the US: information only (spec 2 §2), the Lifetime Exclusion and BetStop tabs with the
 * government page, the national register and the brand's helpline for the region.
 */
export function AuSelfExclusion() {
  const { helplines, region } = useConfig();
  return (
    <Tabs
      label={text.tabsLabel}
      tabs={TABS.map(({ key, label, ...information }) => ({
        key,
        label,
        content: <Information {...information} helpline={helplines[region]} />,
      }))}
    />
  );
}
