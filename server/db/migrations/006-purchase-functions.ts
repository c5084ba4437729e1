// The purchase call's two database steps as PL/pgSQL functions, so a purchase costs a handful of
// round trips on the one embedded connection, and neither step is parsed and planned again on every
// call (PL/pgSQL keeps its plans for the session; planning was most of their cost on PGlite).
// - purchase_context(): takes the customer's purchase lock, then reads everything the call decides
//   on. One function because the read must come after the lock: a VOLATILE function's query takes
//   its snapshot when it starts, after the lock is granted, so it sees what the previous holder
//   committed (a plain SELECT beside the lock would have taken its snapshot before waiting).
// - purchase_insert(): supersedes the customer's unpaid purchases, stores the new one and, when
//   something is left to pay, its pending payment attempt.
// Both run inside the caller's transaction (the lock is transaction-level). repos/purchase-repo.ts
// is their only caller; changing what they do takes a new migration (create or replace).
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function purchase_context(
      p_lock_namespace int,
      p_user_id int,
      p_unique_code text,
      p_package_id int,
      p_sub_package_id int,
      p_delivery_time_id int,
      p_delivery_method_id int,
      p_address_id int,
      p_coupon_code text,
      p_today text
    )
    returns table (
      existing_id int,
      existing_fingerprint text,
      sub_id int,
      sub_package_of int,
      days int,
      meals int,
      snacks int,
      soups int,
      price_fils int,
      time_exists boolean,
      method_exists boolean,
      address_owned boolean,
      wallet_fils int,
      active_package boolean,
      first_name text,
      last_name text,
      email text,
      mobile_no text,
      package_name text,
      coupon_code text,
      coupon_type text,
      coupon_percent int,
      coupon_expires_at timestamptz,
      coupon_usage_limit int,
      coupon_per_customer_limit int,
      coupon_uses int,
      coupon_uses_mine int
    )
    language plpgsql volatile
    as $fn$
    #variable_conflict use_column
    begin
      perform pg_advisory_xact_lock(p_lock_namespace, p_user_id);
      return query
      select
        e.id, e.fingerprint,
        s.id, s.package_id, s.days, s.meals, s.snacks, s.soups, s.price_fils,
        exists (select 1 from delivery_times t where t.id = p_delivery_time_id),
        exists (select 1 from delivery_methods m where m.id = p_delivery_method_id),
        exists (select 1 from addresses a where a.user_id = p_user_id and a.id = p_address_id),
        u.wallet_fils,
        exists (select 1 from purchases ap where ap.user_id = p_user_id and ap.status = 'paid' and ap.end_date >= p_today),
        u.first_name, u.last_name, u.email, u.mobile_no,
        (select pk.name_en from packages pk where pk.id = p_package_id),
        c.code, c.discount_type, c.discount_value, c.expires_at, c.usage_limit, c.per_customer_limit,
        cu.total, cu.mine
      from (select 1) as one
      left join users u on u.id = p_user_id
      left join purchases e on e.user_id = p_user_id and e.unique_code = p_unique_code
      left join sub_packages s on s.id = p_sub_package_id
      left join lateral (select * from coupons c0 where upper(c0.code) = upper(p_coupon_code) limit 1) c on true
      left join lateral (
        select count(*)::int as total, (count(*) filter (where cu0.user_id = p_user_id))::int as mine
        from coupon_uses cu0 where cu0.coupon_code = c.code
      ) cu on true;
    end
    $fn$
  `.execute(db);

  await sql`
    create function purchase_insert(
      p_user_id int,
      p_unique_code text,
      p_fingerprint text,
      p_package_id int,
      p_sub_package_id int,
      p_days int,
      p_meals int,
      p_snacks int,
      p_soups int,
      p_delivery_time_id int,
      p_delivery_method_id int,
      p_delivery_address_id int,
      p_start_date text,
      p_end_date text,
      p_payment_type text,
      p_coupon_code text,
      p_package_fils int,
      p_discount_fils int,
      p_wallet_fils int,
      p_total_fils int,
      p_attempt_reference text,
      p_attempt_gateway text
    )
    returns setof purchases
    language plpgsql volatile
    as $fn$
    declare
      made purchases;
    begin
      -- The statuses a payment can still settle (PAYABLE in orders-repo.ts).
      update purchases set status = 'superseded'
      where user_id = p_user_id and status in ('pending', 'declined', 'cancelled');
      insert into purchases (
        user_id, unique_code, fingerprint, package_id, sub_package_id, days, meals, snacks, soups,
        delivery_time_id, delivery_method_id, delivery_address_id, start_date, end_date, payment_type,
        coupon_code, package_fils, discount_fils, wallet_fils, total_fils, status
      ) values (
        p_user_id, p_unique_code, p_fingerprint, p_package_id, p_sub_package_id, p_days, p_meals, p_snacks, p_soups,
        p_delivery_time_id, p_delivery_method_id, p_delivery_address_id, p_start_date, p_end_date, p_payment_type,
        p_coupon_code, p_package_fils, p_discount_fils, p_wallet_fils, p_total_fils, 'pending'
      )
      returning * into made;
      if made.total_fils > 0 then
        insert into payment_attempts (purchase_id, reference, gateway, payment_type, amount_fils, status)
        values (made.id, p_attempt_reference, p_attempt_gateway, made.payment_type, made.total_fils, 'pending');
      end if;
      return next made;
    end
    $fn$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function purchase_insert(int, text, text, int, int, int, int, int, int, int, int, int, text, text, text, text, int, int, int, int, text, text)`.execute(
    db,
  );
  await sql`drop function purchase_context(int, int, text, int, int, int, int, int, text, text)`.execute(db);
}
