import { Link } from '@tanstack/react-router';

/** "catalogue" in a sentence, linking to it (an empty Reach list says where apps come from). */
export function CatalogueLink() {
  return (
    <Link to="/reach" className="font-medium text-indigo-700 underline dark:text-indigo-300">
      catalogue
    </Link>
  );
}
