// Applies the saved dark theme before the first paint, so a dark-mode visitor never sees a white
// flash. A file rather than an inline script: the Content-Security-Policy allows no inline script.
try {
  if (localStorage.getItem('careerforge-theme') === 'dark')
    document.documentElement.classList.add('dark');
} catch {
  // Storage blocked (private mode, policy): the light theme stays.
}
