-- The footer's operator logos and link lists (spec 1 §3 Link group).
CREATE TABLE link_group_types (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);

INSERT INTO link_group_types (id, name) VALUES
  (1, 'operators'),
  (2, 'footer');

CREATE TABLE link_groups (
  id integer PRIMARY KEY,
  type_id integer NOT NULL REFERENCES link_group_types (id),
  name text NOT NULL,
  sort_order integer NOT NULL
);

CREATE TABLE links (
  id integer PRIMARY KEY,
  group_id integer NOT NULL REFERENCES link_groups (id) ON DELETE CASCADE,
  name text NOT NULL,
  url text NOT NULL,
  sort_order integer NOT NULL,
  image_mobile text,
  image_desktop text
);

CREATE INDEX links_group_id_idx ON links (group_id);

INSERT INTO link_groups (id, type_id, name, sort_order) VALUES
  (1, 1, 'Operators', 1),
  (2, 2, 'Help', 1),
  (3, 2, 'Social', 2),
  (4, 2, 'Downloads', 3),
  (5, 2, 'Legal', 4);

INSERT INTO links (id, group_id, name, url, sort_order, image_mobile, image_desktop) VALUES
  (1, 1, 'Betting', '/betting', 1, '/assets/betting-app-icon.svg', '/assets/betting-logo-on.svg'),
  (2, 1, 'Fantasy', '/fantasy', 2, '/assets/fantasy-app-icon.svg', '/assets/fantasy-logo-on.svg'),
  (3, 2, 'Live Chat', '/betting/#livechat', 1, NULL, NULL),
  (4, 2, 'Deposit Limits', '/account/limits', 2, NULL, NULL),
  (5, 2, 'Responsible Gambling', '/responsible-gambling-policy', 3, NULL, NULL),
  (6, 3, 'Facebook', 'https://www.facebook.com/', 1, NULL, NULL),
  (7, 3, 'Instagram', 'https://www.instagram.com/', 2, NULL, NULL),
  (8, 3, 'X', 'https://x.com/', 3, NULL, NULL),
  (9, 3, 'YouTube', 'https://www.youtube.com/', 4, NULL, NULL),
  (10, 4, 'App Store', 'https://apps.apple.com/', 1, NULL, NULL),
  (11, 4, 'Google Play', 'https://play.google.com/store/apps', 2, NULL, NULL),
  (12, 5, 'Terms and Conditions', '/terms-and-conditions', 1, NULL, NULL),
  (13, 5, 'Privacy Policy', '/privacy-policy', 2, NULL, NULL);
