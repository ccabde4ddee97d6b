/** A signed-in user of the server's HTTP API, as the web app is: JSON, the session cookie, the app's Origin. */
export class ApiUser {
  private constructor(
    private baseUrl: string,
    readonly id: string,
    readonly cookie: string,
  ) {}

  static async signUp(baseUrl: string, email: string): Promise<ApiUser> {
    const response = await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email, password: 'resilience-password-1' }),
    });
    if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    const cookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith('rehearse_session='))
      ?.split(';')[0];
    if (!cookie) throw new Error('sign-up set no session cookie');
    const { user } = (await response.json()) as { user: { id: string } };
    return new ApiUser(baseUrl, user.id, cookie);
  }

  /** The same user against a restarted server (a new port): the session cookie lives in the database. */
  on(baseUrl: string): this {
    this.baseUrl = baseUrl;
    return this;
  }

  get url(): string {
    return this.baseUrl;
  }

  async request<T>(method: 'GET' | 'POST' | 'DELETE', route: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${this.baseUrl}${route}`, {
      method,
      headers: { origin: this.baseUrl, cookie: this.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }
}
