import type { LegalDocument } from '../legal-texts';

/**
 * The articles of one legal document, with headings one level below `level`. `anchored` gives each article an id
 * (`article-1`…) that other pages link to, where the document is alone on its page.
 */
export function LegalArticles({ document, headingLevel = 2, anchored = false }: { document: LegalDocument; headingLevel?: 2 | 3; anchored?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-4">
      <p>{document.intro}</p>
      {document.articles.map((article, index) => (
        <section key={article.title} id={anchored ? `article-${index + 1}` : undefined} className="flex scroll-mt-20 flex-col gap-2">
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
