// Printed at the end of `npm test`: the two slow checks that only CI=1 runs, so that a green run says what it left out.
if (!process.env.CI) {
  console.log(
    'Checked only with CI=1 (CI=1 npm test): that the docs match the code (npm run docs regenerates them) and that ' +
      "each exercise's solution passes (npm run exercises checks them now).",
  );
}
