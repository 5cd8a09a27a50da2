// Fills the sign-up form the way a player does, for the sign-up tests.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export type Player = UserEvent;

const field = (label: string) => screen.getByLabelText(label);

export async function fillLoginDetails(user: Player): Promise<void> {
  await user.type(field('Username'), 'new_player');
  await user.type(field('Email'), 'new.player@portal.test');
  await user.type(field('Password'), 'Secret123');
}

/** Names, birth date and phone; US adds the SSN digits. */
export async function fillIdentity(user: Player, us = false): Promise<void> {
  await user.type(field('First Name'), 'Nina');
  await user.type(field('Last Name'), 'New');
  // 1 February 1990, typed in the order of the region's mask.
  await user.type(field('Date of Birth'), us ? '02011990' : '01021990');
  if (us) {
    await user.type(field('Cell Phone Number'), '515 555 0100');
    await user.type(field('Last 4 digits of SSN'), '1234');
  } else {
    await user.type(field('Mobile Number'), '0412 345 678');
  }
}

/** The address typed in by hand. */
export async function fillManualAddress(user: Player, us = false): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
  await user.type(field('Street Number'), us ? '400' : '12');
  await user.type(field('Street Name'), us ? 'Locust' : 'George');
  await user.selectOptions(field('Street Type'), 'Street');
  await user.type(field(us ? 'City' : 'Suburb / City'), us ? 'Des Moines' : 'Sydney');
  await user.selectOptions(field('State'), us ? 'IA' : 'NSW');
  await user.type(field(us ? 'Zip Code' : 'Postcode'), us ? '50309' : '2000');
}

export async function fillValidAuSignup(user: Player): Promise<void> {
  await fillLoginDetails(user);
  await fillIdentity(user);
  await fillManualAddress(user);
  await user.click(screen.getByRole('radio', { name: 'No limit' }));
  await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
}

export async function fillValidUsSignup(user: Player): Promise<void> {
  await fillLoginDetails(user);
  await fillIdentity(user, true);
  await fillManualAddress(user, true);
  await user.click(screen.getByRole('checkbox', { name: /at least 21 years of age/ }));
  await user.click(screen.getByRole('checkbox', { name: /not self-excluded/ }));
  await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
}
