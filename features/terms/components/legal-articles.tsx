import type { LegalDocument } from '../legal-texts';

/** The articles of one legal document, with headings one level below `level`. */
export function LegalArticles({ document, headingLevel = 2 }: { document: LegalDocument; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-4">
      <p>{document.intro}</p>
      {document.articles.map((article) => (
        <section key={article.title} className="flex flex-col gap-2">
          <Heading className="text-lg font-semibold">{article.title}</Heading>
          {article.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 60)} className="leading-relaxed text-slate-800">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
