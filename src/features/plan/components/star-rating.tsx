// A delivered dish's rating: stars 1 to 5 as a real radio group (one radio per star, arrow keys
// move between them, each named "4 stars of 5"), an optional comment of at most 500 characters, and
// a send button. Props in, the rating out; pending until the outbox has sent it.
import { Select, Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { pluralForm } from "../../../lib/plural-form.ts";

export const COMMENT_MAX = 500;

type Props = {
  dishName: string;
  rating: { stars: number; comment: string | null } | null;
  pending: boolean;
  onRate: (stars: number, comment: string) => void;
};

/** "4 stars of 5", a radio's name (its count's form: lib/plural-form.ts). */
function StarsOf5({ n }: { n: number }) {
  const { i18n } = useLingui();
  const starForm = pluralForm(n, i18n.locale);
  return <Select value={starForm} _one={`${n} star of 5`} other={`${n} stars of 5`} />;
}

export function StarRating({ dishName, rating, pending, onRate }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [stars, setStars] = useState(rating?.stars ?? 0);
  const [comment, setComment] = useState(rating?.comment ?? "");
  const [tried, setTried] = useState(false);
  const changed = stars !== (rating?.stars ?? 0) || comment.trim() !== (rating?.comment ?? "");
  const missing = tried && stars === 0;
  return (
    <form
      className="star-rating"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (stars === 0) return;
        onRate(stars, comment.slice(0, COMMENT_MAX));
      }}
    >
      <fieldset className="star-rating-stars" aria-describedby={missing ? `${id}-missing` : undefined}>
        <legend>{t`Your rating of ${dishName}`}</legend>
        <div className="star-rating-row">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={n <= stars ? "star on" : "star"}>
              <input
                type="radio"
                className="visually-hidden"
                name={`${id}-stars`}
                value={n}
                checked={stars === n}
                onChange={() => setStars(n)}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">
                <StarsOf5 n={n} />
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {missing && (
        <p id={`${id}-missing`} className="plan-problem" role="alert">
          <Trans>Choose from 1 to 5 stars.</Trans>
        </p>
      )}
      <label className="star-rating-comment" htmlFor={`${id}-comment`}>
        <Trans>Comment (optional)</Trans>
      </label>
      <textarea
        id={`${id}-comment`}
        className="star-rating-text"
        value={comment}
        maxLength={COMMENT_MAX}
        rows={2}
        onChange={(e) => setComment(e.target.value)}
        aria-describedby={`${id}-count`}
      />
      <span id={`${id}-count`} className="star-rating-count">
        <Trans>
          <bdi>{comment.length}</bdi> of <bdi>{COMMENT_MAX}</bdi> characters
        </Trans>
      </span>
      <div className="star-rating-actions">
        <button type="submit" className="btn btn-outline" disabled={!changed && rating !== null}>
          {rating ? <Trans>Update my rating</Trans> : <Trans>Send my rating</Trans>}
        </button>
        <span className="star-rating-state" role="status">
          {pending ? <Trans>Saved on this device, waiting to be sent</Trans> : rating ? <Trans>Your rating is saved</Trans> : ""}
        </span>
      </div>
    </form>
  );
}
