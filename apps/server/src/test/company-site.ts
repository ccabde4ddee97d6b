import { sendHtml, startTestHttpServer, type TestHttpServer } from './test-http-server';

export const HOME_HTML = `<!doctype html><html><head>
<title>Northwind Freight | Smarter haulage for growing fleets</title>
<meta name="description" content="Northwind Freight runs 120 trucks moving chilled food across the North of England.">
<meta property="og:site_name" content="Northwind Freight">
<script>window.tracking = "do not read me";</script><style>.x{color:red}</style>
</head><body>
<nav><a href="/">Home</a><a href="/about">About us</a><a href="/customers">Customers</a><a href="https://twitter.com/northwind">Twitter</a><a href="/blog/post-1">Blog</a></nav>
<header><h1>Chilled freight you can set your watch by</h1></header>
<main>
<h2>Cold-chain logistics for supermarkets</h2>
<p>We deliver chilled and frozen food to 300 supermarkets every night, with temperature tracking on every pallet.</p>
<p>Our fleet is growing fast, and we are expanding into Scotland next spring with a new depot in Glasgow.</p>
<p>Fuel is our largest cost after wages, so we are looking at ways to cut fuel use across the fleet.</p>
<ul><li>Same-night delivery across the North of England and the Midlands.</li><li>Short.</li></ul>
<h2>Contact us</h2>
<form><p>Sign up to our newsletter for the latest offers and news from the team.</p></form>
</main>
<footer><p>© 2026 Northwind Freight Ltd. All rights reserved. We use cookies to improve your experience.</p></footer>
</body></html>`;

export const ABOUT_HTML = `<!doctype html><html><head><title>About | Northwind Freight</title></head><body>
<h1>About Northwind Freight</h1>
<p>Northwind Freight was founded in 1998 by two brothers with a single refrigerated truck in Leeds.</p>
<p>We are hiring 40 new drivers this year and we invest in driver training and safety.</p>
<p>Our mission is to cut food waste in the supply chain by keeping every delivery on time and at the right temperature.</p>
</body></html>`;

export const CUSTOMERS_HTML = `<html><head><title>Customers</title></head><body>
<h2>Trusted by national grocers</h2>
<p>Three of the five largest UK grocers rely on our overnight chilled deliveries to keep their shelves full.</p>
</body></html>`;

/** A small company website on loopback: home, about and customers pages, plus some awkward answers. */
export async function startCompanySite(): Promise<TestHttpServer> {
  return startTestHttpServer((request, response) => {
    switch (request.url) {
      case '/':
        return sendHtml(response, HOME_HTML);
      case '/about':
        return sendHtml(response, ABOUT_HTML);
      case '/customers':
        return sendHtml(response, CUSTOMERS_HTML);
      case '/data.json':
        response.writeHead(200, { 'content-type': 'application/json' });
        return void response.end('{"name":"Northwind"}');
      case '/blank':
        return sendHtml(response, '<html><head></head><body><script>app()</script><div id="root"></div></body></html>');
      case '/slow':
        return; // never answers
      default:
        return sendHtml(response, '<h1>Not found</h1>', 404);
    }
  });
}
