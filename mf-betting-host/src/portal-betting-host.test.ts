import { app } from './portal-betting-host';

it('exports the app lifecycles', () => {
  expect(app).toEqual(
    expect.objectContaining({
      bootstrap: expect.any(Function),
      mount: expect.any(Function),
      unmount: expect.any(Function),
    }),
  );
});
