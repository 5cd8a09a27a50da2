import { user$ } from '@portal/shared-utils';
import {
  requestHeaders,
  testUser,
  type FetchMock,
  CURRENT_USER_PATH,
} from '@portal/shared-utils/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  collectToasts,
  currentUserResponse,
  mockApi,
  refused,
  renderModal,
  resetState,
  sentRequests,
  signIn,
} from '../test-utils/testing';
import { AvatarUploadModal } from './AvatarUploadModal';

const toasts = collectToasts();
let fetchMock: FetchMock;

const AVATAR = { small: 'https://cdn.test/a-small.png', large: 'https://cdn.test/a-large.png' };
const uploaded = testUser({ avatar: AVATAR });

const HINT = 'A PNG, JPEG or WebP image of 5 MB or less.';
const png = () => new File(['png-bytes'], 'me.png', { type: 'image/png' });
const text = () => new File(['hello'], 'notes.txt', { type: 'text/plain' });
function tooLarge() {
  const big = new File(['x'], 'big.png', { type: 'image/png' });
  Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
  return big;
}
const input = () => screen.getByLabelText('Avatar image');
const uploads = () => sentRequests(fetchMock).filter(({ method }) => method === 'POST');

function renderUpload(answer = () => currentUserResponse(uploaded)) {
  signIn();
  fetchMock = mockApi({ [`POST ${CURRENT_USER_PATH}`]: answer });
  // The file chooser's accept attribute is the browser's hint; the field checks the file itself.
  return { ...renderModal(AvatarUploadModal), user: userEvent.setup({ applyAccept: false }) };
}

beforeEach(() => {
  resetState('/account/profile?modal=avatar-upload');
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

it('asks for an image when Upload is pressed without one', async () => {
  const { close, user } = renderUpload();

  await user.click(screen.getByRole('button', { name: 'Upload' }));

  expect(await screen.findByText('Please choose an image to upload')).toBeInTheDocument();
  expect(uploads()).toEqual([]);
  expect(close).not.toHaveBeenCalled();
});

it('refuses a file that is not a PNG, JPEG or WebP image, without a preview', async () => {
  const { user } = renderUpload();

  await user.upload(input(), text());
  await user.click(screen.getByRole('button', { name: 'Upload' }));

  expect(await screen.findByText('Please select a PNG, JPEG or WEBP file')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(uploads()).toEqual([]);
});

it('refuses an image larger than 5 MB', async () => {
  const { user } = renderUpload();

  await user.upload(input(), tooLarge());
  await user.click(screen.getByRole('button', { name: 'Upload' }));

  expect(await screen.findByText('Please select a file of 5 MB or less')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(uploads()).toEqual([]);
});

it('shows a preview of the chosen image', async () => {
  const { user } = renderUpload();
  const file = png();

  await user.upload(input(), file);

  expect(await screen.findByRole('img', { name: 'Preview of your new avatar' })).toHaveAttribute(
    'src',
    'blob:preview',
  );
  expect(URL.createObjectURL).toHaveBeenCalledWith(file);
});

it('shows no preview of a file that only claims to be an image', async () => {
  const { user } = renderUpload();

  await user.upload(input(), png());
  fireEvent.error(await screen.findByRole('img', { name: 'Preview of your new avatar' }));

  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
});

it('uploads the image as multipart form data, publishes the new avatar, says so and closes', async () => {
  const { close, user } = renderUpload();
  const file = png();

  await user.upload(input(), file);
  await user.click(screen.getByRole('button', { name: 'Upload' }));

  await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
  expect(uploads()).toHaveLength(1);
  const [{ path, body }] = uploads();
  expect(path).toBe(CURRENT_USER_PATH);
  expect(body).toBeInstanceOf(FormData);
  expect((body as FormData).get('avatar')).toBe(file);
  // fetch sets the multipart boundary itself: no JSON content type.
  expect(requestHeaders(fetchMock).get('Content-Type')).toBeNull();
  expect(requestHeaders(fetchMock).get('Authorization')).toBe('Bearer t');
  expect(user$.getValue()?.avatar).toEqual(AVATAR);
  expect(toasts).toEqual([
    expect.objectContaining({ title: 'Your avatar has been updated', type: 'success' }),
  ]);
});

it("shows the server's refusal under the field and stays open", async () => {
  const { close, user } = renderUpload(() =>
    refused(422, { avatar: ['The avatar must be a PNG, JPEG or WebP image'] }),
  );

  await user.upload(input(), png());
  await user.click(screen.getByRole('button', { name: 'Upload' }));

  await waitFor(() =>
    expect(input()).toHaveAccessibleDescription(
      expect.stringContaining('The avatar must be a PNG, JPEG or WebP image'),
    ),
  );
  expect(close).not.toHaveBeenCalled();
  expect(toasts).toEqual([]);
  expect(user$.getValue()?.avatar).toBeNull();
});

it('shows the message for each file chosen after the server refused one, Upload pressed or not', async () => {
  const { user } = renderUpload(() =>
    refused(422, { avatar: ['The avatar must be a PNG, JPEG or WebP image'] }),
  );
  const upload = () => user.click(screen.getByRole('button', { name: 'Upload' }));
  await user.upload(input(), png());
  await upload();
  await waitFor(() =>
    expect(input()).toHaveAccessibleDescription(
      `${HINT} The avatar must be a PNG, JPEG or WebP image`,
    ),
  );

  for (const [file, message] of [
    [tooLarge(), 'Please select a file of 5 MB or less'],
    [text(), 'Please select a PNG, JPEG or WEBP file'],
  ] as const) {
    await user.upload(input(), file);
    expect(input()).toHaveAccessibleDescription(`${HINT} ${message}`);
    await upload();
    expect(input()).toHaveAccessibleDescription(`${HINT} ${message}`);
  }

  await user.upload(input(), png());
  expect(input()).toHaveAccessibleDescription(HINT);
  expect(uploads()).toHaveLength(1);
});
