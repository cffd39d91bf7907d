import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { MY_SHOP_PATH, productDetailPath } from '../../../domain/shop-products';
import { addProductMachine } from '../../../machines/add-product.machine';
import { Form, FormAlert, SubmitButton } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { ProductUrlField } from '../../components/product-url-field';
import { useAppActorRef } from '../../shell/app-runtime';
import { ProductCard } from '../my-shop/product-card';
import './add-product.css';

/** addProduct/index (Retailers): a product address becomes a product of My Shop (see add-product.machine.ts). */
export default function AddProductPage() {
  const adder = useAppActorRef(addProductMachine, { input: {} });
  const snapshot = useSelector(adder, (s) => s);
  const { address, failure, product, existingProductId } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const editing = snapshot.matches('editing') || busy;

  return (
    <>
      <PageHeader title="Retailers" back />
      <section className="lm-add-product">
        <p className="lm-add-product__intro">
          Paste the address of a product page on Amazon, Target or Walmart. The product joins My Shop, where you can
          make its affiliate link.
        </p>
        {editing && (
          <Form label="Add a product" onSubmit={() => adder.send({ type: 'address.submit' })}>
            <ProductUrlField
              autoFocus
              placeholder="https://www.amazon.com/dp/B0…"
              value={address}
              error={failure}
              hint={
                snapshot.hasTag('progress')
                  ? 'Getting the product from the retailer…'
                  : busy
                    ? 'Checking the address…'
                    : null
              }
              onChange={(value) => adder.send({ type: 'address.change', value })}
            />
            <SubmitButton enabled={snapshot.can({ type: 'address.submit' })} busy={busy} busyLabel="Adding…">
              Add product
            </SubmitButton>
          </Form>
        )}
        {snapshot.hasTag('progress') && (
          <div
            className="lm-add-product__progress"
            role="progressbar"
            aria-label="Adding the product"
            aria-valuetext="Waiting for the retailer"
          >
            <span />
          </div>
        )}
        {snapshot.matches('added') && product && (
          <div className="lm-add-product__result" role="status">
            <p className="lm-add-product__done">Added to My Shop.</p>
            <ProductCard
              product={product}
              actions={
                <Link className="lm-button" to={productDetailPath(product.id)}>
                  View details
                </Link>
              }
            />
            <button
              type="button"
              className="lm-button lm-button--secondary"
              onClick={() => adder.send({ type: 'address.reset' })}
            >
              Add another product
            </button>
          </div>
        )}
        {snapshot.matches('alreadyAdded') && (
          <div className="lm-add-product__result" role="status">
            <p>This product is already in My Shop.</p>
            <div className="lm-add-product__actions">
              {existingProductId && (
                <Link className="lm-button" to={productDetailPath(existingProductId)}>
                  View it
                </Link>
              )}
              <button
                type="button"
                className="lm-button lm-button--secondary"
                onClick={() => adder.send({ type: 'address.reset' })}
              >
                Add another product
              </button>
            </div>
          </div>
        )}
        {snapshot.hasTag('error') && (
          <div className="lm-add-product__result">
            <FormAlert message={failure} />
            <div className="lm-add-product__actions">
              {snapshot.matches('timedOut') ? (
                <button type="button" className="lm-button" onClick={() => adder.send({ type: 'task.poll' })}>
                  Check again
                </button>
              ) : (
                <button type="button" className="lm-button" onClick={() => adder.send({ type: 'address.submit' })}>
                  Try again
                </button>
              )}
              <button
                type="button"
                className="lm-button lm-button--secondary"
                onClick={() => adder.send({ type: 'address.reset' })}
              >
                Use another address
              </button>
            </div>
          </div>
        )}
        <p className="lm-add-product__back">
          <Link to={MY_SHOP_PATH}>Back to My Shop</Link>
        </p>
      </section>
    </>
  );
}
