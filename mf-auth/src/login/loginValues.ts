/** What the login form holds: the username or e-mail, and the password. */
export interface LoginValues extends Record<string, unknown> {
  email: string;
  password: string;
}
