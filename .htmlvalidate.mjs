// html-validate for every prerendered page (`npm run validate-html`, a step of `npm test`).
// Off: how markup is spelled, which React and MUI decide and no reader notices.
// Marked "not style": kept off because the markup comes from MUI, which gives no way to change it
// short of replacing the component; each is a follow-up, not a house decision. (Titles over 70
// characters were shortened; telephone links keep their number on one line with an inline nowrap.)
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // Pure style.
    'void-style': 'off',
    'doctype-style': 'off',
    'no-inline-style': 'off',
    'attribute-boolean-style': 'off', // React writes required="" and novalidate=""
    'attr-case': 'off', // React writes autoComplete, noValidate
    'no-dup-class': 'off', // MUI repeats a class when a slot and its root share it
    'valid-id': ['error', { relaxed: true }], // React's useId format: _R_5aqel_
    // A list may carry a name (WAI-ARIA 1.2: role list, "name from: author"); the post lists are
    // named "Posts", "Related posts", "Tags". Still an error on elements whose role forbids a name.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // Not style (see above).
    'no-implicit-input-type': 'off', // MUI Select's hidden native input (it drops a type prop)
  },
};
