import { Link } from 'react-router';

const QUICK = [
  ['Free Quiz', '/free-quiz'],
  ['Pricing', '/subscription'],
  ['Study Guides', '/guides'],
  ['Exam Tips', '/exam-tips'],
] as const;
const SUPPORT = [
  ['Help Center', '/help'],
  ['Terms of Service', '/terms'],
  ['Privacy Policy', '/privacy'],
  ['Cookie Policy', '/cookies'],
] as const;
const SOCIAL = [
  ['facebook', 'https://www.facebook.com/'],
  ['instagram', 'https://www.instagram.com/'],
  ['linkedin', 'https://www.linkedin.com/'],
  ['twitter', 'https://twitter.com/'],
] as const;

/** Plain markup and CSS (shell.css): the footer is part of the landing page's first load. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <div>
          <p className="site-footer__brand">Respira</p>
          <p>NBRC RTE (from 2027) and TMC exam preparation for respiratory therapy students.</p>
        </div>
        <div>
          <h2>Quick Links</h2>
          <ul>
            {QUICK.map(([label, to]) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2>Support</h2>
          <ul>
            {SUPPORT.map(([label, to]) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2>Contact</h2>
          <p>
            <a href="mailto:support@respira.app">support@respira.app</a>
          </p>
          <p>We reply within 24 hours.</p>
          <ul className="site-footer__social" aria-label="Social media">
            {SOCIAL.map(([name, href]) => (
              <li key={name}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} Respira. NBRC is a trademark of its owner; Respira is not affiliated with the NBRC.
      </p>
    </footer>
  );
}
