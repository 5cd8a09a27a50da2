-- Sign-up looks for the person among closed, self-excluded and resting players by names and date
-- of birth (src/users/signup/excluded-person.ts): the date of birth narrows it without a scan.
CREATE INDEX users_birth_date_idx ON users (birth_date);
