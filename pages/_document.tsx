import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';

export default function Document({ locale }: DocumentProps) {
  return (
    <Html lang={locale ?? 'fr'}>
      <Head>
        <meta name="description" content="La plateforme du merch pour le spectacle vivant." />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
