/** Browser-side session state: the token (localStorage) and the last visited path (sessionStorage). */
export const TOKEN_STORAGE_KEY = 'token';
export const LAST_PATH_STORAGE_KEY = 'lastPath';
/** Whose last path it is (issue 29: signing in as someone else does not open the previous user's page). */
export const LAST_PATH_USER_STORAGE_KEY = 'lastPathUser';
/** Where a forced password change happens (code 10110012 / mustChangePassword). */
export const FORCED_PASSWORD_PATH = '/userInfo?tab=password&force=1';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY);
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
}

export function hasToken(): boolean {
  const token = getToken();
  // The contract treats an empty value and the literal "undefined" as no token.
  return !!token && token !== 'undefined';
}

/** Saves pathname+search after a navigation, with the user it was for; the login page itself is never a target. */
export function saveLastPath(path: string, userId?: string): void {
  if (path.startsWith('/login')) return;
  sessionStorage.setItem(LAST_PATH_STORAGE_KEY, path);
  if (userId) sessionStorage.setItem(LAST_PATH_USER_STORAGE_KEY, userId);
  else sessionStorage.removeItem(LAST_PATH_USER_STORAGE_KEY);
}

/**
 * Where to go after signing in: the saved path if it is a local one and was saved for the same user
 * (`userId`; a path saved for nobody in particular is anyone's), else home.
 */
export function lastPathOrHome(userId?: string): string {
  const savedFor = sessionStorage.getItem(LAST_PATH_USER_STORAGE_KEY);
  if (userId && savedFor && savedFor !== userId) return '/';
  const saved = sessionStorage.getItem(LAST_PATH_STORAGE_KEY);
  // Only same-site absolute paths: "//host" would leave the application.
  if (!saved || !saved.startsWith('/') || saved.startsWith('//') || saved.startsWith('/login')) return '/';
  return saved;
}
