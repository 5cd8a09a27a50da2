import slide1App from './images/slide-1-app.svg';
import slide1Web from './images/slide-1-web.svg';
import slide2App from './images/slide-2-app.svg';
import slide2Web from './images/slide-2-web.svg';
import slide3App from './images/slide-3-app.svg';
import slide3Web from './images/slide-3-web.svg';
import slide4App from './images/slide-4-app.svg';
import slide4Web from './images/slide-4-web.svg';
import { whatsNewMessages } from './messages';

export interface WhatsNewSlide {
  title: string;
  body: string;
  /** Shown on the web (768 px and wider). */
  webImage: string;
  /** Shown on small screens, as in the app. */
  appImage: string;
}

const images = [
  { webImage: slide1Web, appImage: slide1App },
  { webImage: slide2Web, appImage: slide2App },
  { webImage: slide3Web, appImage: slide3App },
  { webImage: slide4Web, appImage: slide4App },
];

/** The four onboarding slides of the what's-new carousel (spec 1 §2 Menus). */
export const WHATS_NEW_SLIDES: WhatsNewSlide[] = whatsNewMessages.slides.map((text, index) => ({
  ...text,
  ...images[index],
}));
