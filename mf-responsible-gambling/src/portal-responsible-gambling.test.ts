import * as entry from './portal-responsible-gambling';

it('exports limits, takeABreak, selfExclusion and closeAccount as lifecycles', () => {
  expect(Object.keys(entry).sort()).toEqual([
    'closeAccount',
    'limits',
    'selfExclusion',
    'takeABreak',
  ]);
  Object.values(entry).forEach((app) =>
    expect(app).toEqual(
      expect.objectContaining({
        bootstrap: expect.any(Function),
        mount: expect.any(Function),
        unmount: expect.any(Function),
      }),
    ),
  );
});
