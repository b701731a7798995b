// Applies the theme before the first paint, so a dark-mode visitor never sees a white flash: the
// theme the user picked with the toggle, else the system's colour scheme (prefers-color-scheme).
// A file rather than an inline script: the Content-Security-Policy allows no inline script.
(function () {
  var picked = null;
  try {
    picked = localStorage.getItem('careerforge-theme');
  } catch {
    // Storage blocked (private mode, policy): the system's scheme decides.
  }
  var dark =
    picked === 'dark' ||
    (picked !== 'light' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-color-scheme: dark)').matches);
  if (dark) document.documentElement.classList.add('dark');
})();
