-- +goose Up
-- Product cards shown in conversations, stored once and referenced from
-- each conversation's state by a ref (the product id and a hash of the
-- card's JSON). A conversation used to carry up to twenty cards of about
-- half a kilobyte each in its state, rewritten (and compressed into TOAST)
-- at every turn; the state now holds their refs and stays small enough to
-- be stored inline. A card is content-addressed: a ref always names the
-- same card, so rows are only ever inserted (ON CONFLICT DO NOTHING), never
-- updated, and a card the catalog changed since is a new row. Old states,
-- with their cards inline, are still read as they are.
CREATE TABLE product_cards (
    ref        text PRIMARY KEY,
    card       jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);

COMMENT ON TABLE product_cards IS
    'Product cards (engine.Product as JSON) shown in conversations, keyed by "<product id>~<hash of the card>": written with the turn that first showed them, never updated; conversation states reference them by ref.';

-- +goose Down
DROP TABLE product_cards;
