import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startFakeStripe, type FakeStripe, type FakeSubscription } from '../fixtures/fake-stripe';
import { removeDir, startServer, type RunningServer } from '../support/server';
import { createAccount } from '../support/users';
import { seedSession, toast } from './api';

/**
 * Pro subscriptions in the browser. The shared e2e server has no Stripe, so each worker starts its own
 * server pointed at the fake Stripe API; Stripe.js itself is answered by the stand-in below.
 */

let fake: FakeStripe;
let server: RunningServer;

/**
 * Just enough of Stripe.js for @stripe/stripe-js and @stripe/react-stripe-js: Stripe(key) with the
 * methods react-stripe-js checks for, elements() with create/getElement/update/submit, an element with
 * mount/on/off/update/destroy that fires 'ready' like the real iframe, and confirmPayment. Every call is
 * recorded in window.__stripeCalls. window.__stripeOutcome = 'fail' makes confirmPayment answer a
 * card error; window.__stripeHold = true keeps it pending until window.__stripeRelease() is called.
 */
const STANDIN = String.raw`
(function () {
  var calls = (window.__stripeCalls = window.__stripeCalls || []);
  function record(method, detail) { calls.push(Object.assign({ method: method }, detail || {})); }
  function emitter(target) {
    var handlers = {};
    target.on = function (ev, cb) { (handlers[ev] = handlers[ev] || []).push(cb); return target; };
    target.once = function (ev, cb) {
      var wrapped = function (e) { target.off(ev, wrapped); cb(e); };
      return target.on(ev, wrapped);
    };
    target.off = function (ev, cb) {
      handlers[ev] = (handlers[ev] || []).filter(function (h) { return h !== cb; });
      return target;
    };
    target.__emit = function (ev, payload) { (handlers[ev] || []).slice().forEach(function (h) { h(payload); }); };
    return target;
  }
  function makeElement(type) {
    var node = null;
    var el = emitter({});
    el.mount = function (where) {
      var parent = typeof where === 'string' ? document.querySelector(where) : where;
      node = document.createElement('div');
      node.setAttribute('data-testid', 'stripe-standin-' + type);
      node.textContent = 'Card details (Stripe test stand-in)';
      parent.appendChild(node);
      record('mount', { type: type });
      setTimeout(function () { el.__emit('ready', { elementType: type }); }, 100);
    };
    el.update = function (o) { record('element.update', { type: type }); };
    el.unmount = function () { if (node) node.remove(); };
    el.destroy = function () { record('destroy', { type: type }); if (node) node.remove(); node = null; };
    el.focus = el.blur = el.clear = el.collapse = function () {};
    return el;
  }
  function Stripe(key, options) {
    record('Stripe', { key: key });
    var notHere = function () { return Promise.reject(new Error('not part of the Stripe.js stand-in')); };
    return {
      elements: function (opts) {
        var state = { clientSecret: opts && opts.clientSecret };
        var created = {};
        record('elements', { clientSecret: state.clientSecret });
        var elements = {
          create: function (type, o) { record('create', { type: type }); return (created[type] = makeElement(type)); },
          getElement: function (type) { return created[type] || null; },
          update: function (o) {
            record('elements.update', { clientSecret: o && o.clientSecret });
            if (o && o.clientSecret) state.clientSecret = o.clientSecret;
          },
          submit: function () { record('submit'); return Promise.resolve({}); },
          fetchUpdates: function () { return Promise.resolve({}); }
        };
        Object.defineProperty(elements, '__clientSecret', { get: function () { return state.clientSecret; } });
        return elements;
      },
      confirmPayment: function (args) {
        var detail = {
          clientSecret: args && args.elements ? args.elements.__clientSecret : undefined,
          returnUrl: args && args.confirmParams ? args.confirmParams.return_url : undefined,
          redirect: args ? args.redirect : undefined
        };
        record('confirmPayment', detail);
        var gate = window.__stripeHold
          ? new Promise(function (resolve) { window.__stripeRelease = resolve; })
          : new Promise(function (resolve) { setTimeout(resolve, 50); });
        return gate.then(function () {
          if (window.__stripeOutcome === 'fail') {
            return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
          }
          return { paymentIntent: { id: 'pi_standin', object: 'payment_intent', status: 'succeeded', client_secret: detail.clientSecret } };
        });
      },
      createToken: notHere,
      createPaymentMethod: notHere,
      confirmCardPayment: notHere,
      registerAppInfo: function () {},
      _registerWrapper: function () {}
    };
  }
  Stripe.version = 'basil';
  window.Stripe = Stripe;
})();
`;

interface StripeCall {
  method: string;
  key?: string;
  clientSecret?: string;
  returnUrl?: string;
  redirect?: string;
  type?: string;
}

interface Registered {
  id: number;
  token: string;
}

let n = 0;
async function register(request: APIRequestContext, prefix: string): Promise<Registered> {
  const username = `${prefix}${Date.now().toString(36)}${n++}${Math.floor(Math.random() * 1e4)}`;
  const res = await request.post(`${server.url}/api/register`, {
    data: { email: `${username}@e2e.test`, password: 'password-123', username, firstName: 'Paige', lastName: 'Payer' },
  });
  expect(res.status(), 'POST /api/register').toBe(201);
  const body = (await res.json()) as { token: string; user: { id: number } };
  return { id: body.user.id, token: body.token };
}

/** Signed in on this spec's server before the app loads, and Stripe.js answered by the stand-in. */
async function prepare(page: Page, token: string | null) {
  const stripeScripts: string[] = [];
  await page.route('https://js.stripe.com/**', (route) => {
    stripeScripts.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: STANDIN });
  });
  if (token) {
    await page.addInitScript(
      ([t, origin]) => {
        if (window.location.origin !== origin || sessionStorage.getItem('e2e_seeded')) return;
        sessionStorage.setItem('e2e_seeded', '1');
        localStorage.setItem('auth_token', t);
      },
      [token, server.url] as const,
    );
  }
  return stripeScripts;
}

const stripeCalls = (page: Page) => page.evaluate(() => (window as unknown as { __stripeCalls?: StripeCall[] }).__stripeCalls ?? []);
const mine = (userId: number): FakeSubscription[] => [...fake.subscriptions.values()].filter((s) => s.metadata.userId === String(userId));
const secretOf = (sub: FakeSubscription) =>
  typeof sub.latest_invoice === 'string' ? '' : sub.latest_invoice.confirmation_secret.client_secret;
const priceOf = (sub: FakeSubscription) => sub.items.data[0]!.price.id;

async function openPayment(page: Page) {
  await page.goto(`${server.url}/subscription`);
  await expect(page.getByRole('heading', { level: 2, name: 'Complete Your Payment' })).toBeVisible();
  await expect(page.getByTestId('stripe-standin-payment')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Subscription' })).toBeEnabled();
}

/** A paid Stripe subscription made through the API, as if the card had been confirmed earlier. */
async function paidSubscriber(request: APIRequestContext, prefix: string, plan: 'monthly' | 'yearly') {
  const u = await register(request, prefix);
  const headers = { authorization: `Bearer ${u.token}` };
  expect((await request.post(`${server.url}/api/create-subscription`, { headers, data: { plan } })).status()).toBe(200);
  const sub = mine(u.id)[0]!;
  sub.status = 'active';
  const refreshed = await request.post(`${server.url}/api/billing/refresh`, { headers });
  expect(await refreshed.json()).toMatchObject({ subscriptionStatus: 'pro', source: 'stripe' });
  return { ...u, sub };
}

test.describe('with Stripe configured (own server and fake Stripe API)', () => {
  test.beforeAll(async () => {
    fake = await startFakeStripe();
    server = await startServer({
      STRIPE_SECRET_KEY: 'sk_test_respira',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_respira',
      STRIPE_PRICE_MONTHLY: 'price_monthly',
      STRIPE_PRICE_YEARLY: 'price_yearly',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_respira',
      STRIPE_API_BASE: fake.url,
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await fake?.close();
    if (server) removeDir(server.dir);
  });

  test('a visitor sees both plans and the sign-up form, and no page but the payment form loads Stripe', async ({ page }) => {
    const stripeScripts = await prepare(page, null);
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(`${server.url}/subscription`);
    await expect(page.getByRole('heading', { level: 2, name: 'Monthly Pro' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Annual Pro' })).toBeVisible();
    await expect(page.getByText('17% OFF')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Selected Plan: Monthly Pro' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ready to Get Started?' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Account & Subscribe' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Join Respira' })).toBeVisible();
    await expect(page.getByLabel('First name')).toBeFocused();
    expect(stripeScripts).toEqual([]);
  });

  test('switching to Annual replaces the monthly subscription, and a declined card shows Payment Failed', async ({ page, request }) => {
    const u = await register(request, 'switch');
    const stripeScripts = await prepare(page, u.token);
    await openPayment(page);
    await expect(page.getByText('Monthly Pro: $5.99 per month.', { exact: false })).toBeVisible();
    const [monthly] = mine(u.id);
    expect(mine(u.id)).toHaveLength(1);
    expect(priceOf(monthly!)).toBe('price_monthly');

    await page.getByRole('button', { name: 'Choose Plan: Annual Pro' }).click();
    await expect(page.getByRole('button', { name: 'Selected Plan: Annual Pro' })).toBeVisible();
    await expect.poll(() => mine(u.id).length).toBe(2);
    await expect(page.getByText('Annual Pro: $59.98 per year.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete Subscription' })).toBeEnabled();
    const yearly = mine(u.id).find((s) => s.id !== monthly!.id)!;
    expect(monthly!.status).toBe('canceled');
    expect(yearly.status).toBe('incomplete');
    expect(priceOf(yearly)).toBe('price_yearly');

    // Stripe.js is loaded and initialised once; the new secret gets its own Elements group.
    expect(stripeScripts).toHaveLength(1);
    const setup = await stripeCalls(page);
    expect(setup.filter((c) => c.method === 'Stripe')).toEqual([{ method: 'Stripe', key: 'pk_test_respira' }]);
    expect(setup.filter((c) => c.method === 'elements').at(-1)?.clientSecret).toBe(secretOf(yearly));

    await page.evaluate(() => {
      Object.assign(window, { __stripeOutcome: 'fail', __stripeHold: true });
    });
    await page.getByRole('button', { name: 'Complete Subscription' }).click();
    await expect(page.getByRole('button', { name: /Processing Payment\.\.\./ })).toBeDisabled();
    await page.evaluate(() => (window as unknown as { __stripeRelease: () => void }).__stripeRelease());
    await expect(toast(page, 'Payment Failed')).toContainText('Your card was declined.');
    await expect(page.getByRole('button', { name: 'Complete Subscription' })).toBeEnabled();
    await expect(page).toHaveURL(/\/subscription$/);

    const confirm = (await stripeCalls(page)).filter((c) => c.method === 'confirmPayment');
    expect(confirm).toHaveLength(1);
    expect(confirm[0]!.clientSecret).toBe(secretOf(yearly));
    expect(confirm[0]!.returnUrl).toBe(`${server.url}/dashboard`);
    expect(confirm[0]!.redirect).toBe('if_required');
    expect(yearly.status).toBe('incomplete');
  });

  test('a confirmed payment makes the user Pro and lands on the dashboard', async ({ page, request }) => {
    const u = await register(request, 'payer');
    await prepare(page, u.token);
    await openPayment(page);
    await expect(page.getByRole('link', { name: 'Upgrade to Pro' }).first()).toBeVisible();
    const sub = mine(u.id)[0]!;
    // What Stripe would say once the card is charged; the server asks Stripe, never the browser.
    sub.status = 'active';

    await page.getByRole('button', { name: 'Complete Subscription' }).click();
    await expect(page).toHaveURL(`${server.url}/dashboard`);
    await expect(toast(page, 'Subscription Successful')).toContainText('Welcome to Respira Pro! You now have unlimited access.');
    await expect(page.getByTestId('pro-badge').first()).toHaveText('Pro Member');
    await expect(page.getByTestId('free-plan-card')).toHaveCount(0);
    const confirm = (await stripeCalls(page)).filter((c) => c.method === 'confirmPayment');
    expect(confirm.map((c) => c.clientSecret)).toEqual([secretOf(sub)]);

    // Pro users are sent on from the subscription page.
    await page.goto(`${server.url}/subscription`);
    await expect(page).toHaveURL(`${server.url}/dashboard`);
  });

  test('coming back from a Stripe redirect to /dashboard picks up Pro once and cleans the address', async ({ page, request }) => {
    const u = await register(request, 'secure');
    const headers = { authorization: `Bearer ${u.token}` };
    const created = (await (await request.post(`${server.url}/api/create-subscription`, { headers, data: { plan: 'yearly' } })).json()) as {
      clientSecret: string;
    };
    const sub = mine(u.id)[0]!;
    sub.status = 'active';
    const lookups = () => fake.calls.filter((c) => c === `GET /v1/subscriptions/${sub.id}`).length;
    await prepare(page, u.token);
    await page.goto(
      `${server.url}/dashboard?payment_intent=pi_standin&payment_intent_client_secret=${created.clientSecret}&redirect_status=succeeded`,
    );
    await expect(toast(page, 'Subscription Successful')).toContainText('Welcome to Respira Pro! You now have unlimited access.');
    await expect(page.getByTestId('pro-badge').first()).toHaveText('Pro Member');
    await expect(page).toHaveURL(`${server.url}/dashboard`);
    await page.waitForTimeout(500);
    expect(lookups()).toBe(1);
  });

  test('a failed Stripe redirect back to /dashboard says Payment Failed and leaves the plan free', async ({ page, request }) => {
    const u = await register(request, 'declined');
    await prepare(page, u.token);
    await page.goto(
      `${server.url}/dashboard?payment_intent=pi_standin&payment_intent_client_secret=pi_standin_secret_x&redirect_status=failed`,
    );
    await expect(toast(page, 'Payment Failed')).toContainText('Your payment was not completed.');
    await expect(page).toHaveURL(`${server.url}/dashboard`);
    await expect(page.getByTestId('free-plan-card')).toBeVisible();
  });

  test('the account page shows the plan and renewal date, and cancel at period end can be resumed', async ({ page, request }) => {
    const u = await paidSubscriber(request, 'keeper', 'yearly');
    await prepare(page, u.token);
    await page.goto(`${server.url}/account`);
    await expect(page.getByTestId('account-plan')).toHaveText('Annual Pro');
    await expect(page.getByTestId('account-renews')).toContainText(/Renews on \w+/);
    await expect(page.getByText(/contact support/i)).toHaveCount(0);

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel your Respira Pro subscription?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep subscription' }).click();
    await expect(dialog).toHaveCount(0);
    expect(u.sub.cancel_at_period_end).toBe(false);

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel subscription' }).click();
    await expect(toast(page, 'Subscription canceled')).toContainText('Your Pro access ends on');
    await expect(page.getByTestId('account-ends')).toContainText(/Your Pro access ends on \w+/);
    expect(u.sub.cancel_at_period_end).toBe(true);
    await expect(page.getByTestId('account-plan')).toHaveText('Annual Pro');

    await page.getByRole('button', { name: 'Resume subscription' }).click();
    await expect(toast(page, 'Subscription resumed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
    await expect(page.getByTestId('account-renews')).toBeVisible();
    expect(u.sub.cancel_at_period_end).toBe(false);
  });

  test('an administrator-granted plan says so and cannot be canceled from the account page', async ({ page }) => {
    const email = `granted${Date.now().toString(36)}@e2e.test`;
    createAccount(server.dbPath, {
      email,
      username: `granted${Date.now().toString(36)}`,
      first: 'Gina',
      last: 'Granted',
      role: 'student',
      subscription: 'premium',
    });
    const login = await page.request.post(`${server.url}/api/login`, { data: { email, password: 'password-123' } });
    await prepare(page, ((await login.json()) as { token: string }).token);
    await page.goto(`${server.url}/account`);
    await expect(page.getByTestId('account-granted')).toHaveText('Granted by an administrator');
    await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  });
});

test('without Stripe configured, a signed-in free user sees Payment Setup Required', async ({ page, request }) => {
  // The shared e2e server (baseURL) runs without any Stripe settings.
  const stripeScripts = await prepare(page, null);
  await seedSession(page, request, 'free');
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 2, name: 'Payment Setup Required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Support Team' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toHaveCount(0);
  expect(stripeScripts).toEqual([]);
});
